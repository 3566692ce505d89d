// PUT and DELETE /api/teacher/profile/photo (issue 27): the teacher's own photo. The answer's photo
// goes straight into the profile query, so every screen showing the profile has the new one.
import {
  API_PATHS,
  type TeacherPhoto,
  type TeacherPhotoResponse,
  type TeacherProfileResponse,
} from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { teacherKeys } from './get-teacher-profile';

function usePhotoChange<TInput>(change: (input: TInput) => Promise<TeacherPhotoResponse>) {
  const queryClient = useQueryClient();
  const keep = (photo: TeacherPhoto | null) =>
    queryClient.setQueryData<TeacherProfileResponse>(teacherKeys.profile, (cached) =>
      cached ? { ...cached, profileData: { ...cached.profileData, photo } } : cached,
    );
  return useMutation({ mutationFn: change, onSuccess: ({ photo }) => keep(photo) });
}

export const useUploadTeacherPhoto = () =>
  usePhotoChange(({ file, onProgress }: { file: Blob; onProgress: (fraction: number) => void }) =>
    apiUpload<TeacherPhotoResponse>(API_PATHS.teacherProfilePhoto, { field: 'photo', file, onProgress }),
  );

export const useRemoveTeacherPhoto = () =>
  usePhotoChange(() => apiRequest<TeacherPhotoResponse>(API_PATHS.teacherProfilePhoto, { method: 'DELETE' }));
