// The web app's addresses that notifications link to (apps/web/src/lib/route-manifest.ts).
export function notificationLinks(publicUrl: string) {
  return {
    adminRequest: (requestCode: string) => `${publicUrl}/admin-dashboard?q=${encodeURIComponent(requestCode)}`,
    adminContactMessages: () => `${publicUrl}/admin-profile/contact-form-data`,
    adminPendingAdmins: () => `${publicUrl}/admin-dashboard`,
    teacherOffer: (tuitionId: string) => `${publicUrl}/tution-details/${tuitionId}`,
    teacherProfile: () => `${publicUrl}/teacher-profile`,
    teacherMatches: () => `${publicUrl}/teacher-dashboard`,
    teacherCharges: () => `${publicUrl}/teacher-dashboard`,
    track: (requestCode: string) => `${publicUrl}/track?code=${encodeURIComponent(requestCode)}`,
    signIn: (role: 'teacher' | 'admin') => `${publicUrl}/${role === 'admin' ? 'admin-login' : 'login'}`,
    resetPassword: (token: string) => `${publicUrl}/reset-password/${token}`,
  };
}
