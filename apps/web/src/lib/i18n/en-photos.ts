// English texts of teachers' photos (issue 27): the profile's photo field and the admin's removal.
// Part of the staff texts (en-staff.ts); ne-photos.ts has the same keys.
export const enPhotos = {
  field: {
    legend: 'Profile photo',
    why: 'Families choose faster when they can see who will teach. A clear photo of your face works best.',
    hint: 'JPEG, PNG or WebP, at least 200 × 200 pixels, up to 5 MB. We crop it to a square and remove the location and camera details.',
    iphone:
      'On an iPhone the photo is sent as JPEG. If a HEIC file is refused, choose "Most Compatible" in Settings › Camera › Formats.',
    choose: 'Choose a photo',
    replace: 'Replace photo',
    remove: 'Remove photo',
    removing: 'Removing…',
    uploading: 'Uploading {{percent}} %',
    uploadProgress: 'Upload progress',
    preview: 'Your photo',
    none: 'No photo yet',
  },
  admin: {
    photo: 'Photo',
    noPhoto: 'No photo',
    remove: 'Remove photo',
    removeTitle: 'Remove the photo of {{name}}?',
    reasonLabel: 'Reason (the teacher receives it by e-mail)',
    reasonPlaceholder: 'e.g. the photo shows a phone number',
    confirm: 'Remove photo',
    cancel: 'Cancel',
  },
} as const;
