import { useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { uploadAvatar } from '../api/avatar';
import { avatarFileProblem } from './avatar-file';

/**
 * Choosing and uploading a new avatar, for the desktop and the phone alike: a file input's change handler, the
 * uploading state, and the outcome through `notify` (each site shows it its own way). After an upload the page's data
 * and the root's (the header's avatar) are loaded again: a revalidation on the same URL reloads the root too.
 */
export function useAvatarUpload(notify: (outcome: { ok: boolean; msg: string }) => void) {
  const [uploading, setUploading] = useState(false);
  const revalidator = useRevalidator();
  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return notify({ ok: false, msg: problem });
    setUploading(true);
    try {
      await uploadAvatar(file);
      await revalidator.revalidate();
      notify({ ok: true, msg: '头像已更新' });
    } catch (error) {
      notify({ ok: false, msg: error instanceof Error ? error.message : '头像上传失败，请稍后重试' });
    } finally {
      setUploading(false);
    }
  };
  return { uploading, handleChange: (event: ChangeEvent<HTMLInputElement>) => void handleChange(event) };
}
