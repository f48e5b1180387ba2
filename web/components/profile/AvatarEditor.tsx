// Avatar upload with a preview, and delete (services/API.md § Slice: profiles): the member's own, or with `uuid`
// (admins on /users/{uuid}/edit) that member's. The file goes through the gateway's multipart pass-through; the
// delete is a GraphQL mutation. Services keep a 256×256 WebP of it.
import { useEffect, useId, useState } from 'react';
import { useMutation } from 'urql';
import { MAX_FILE_SIZE_BYTES, UPLOAD_IMAGE_TYPES } from '~/common/constants';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import { Alert } from '~/web/components/ui/alert';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { graphql } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { useUpload } from '~/web/lib/upload';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

const DeleteAvatarMutation = graphql(`
  mutation DeleteAvatar {
    deleteAvatar {
      uuid
      imageUrl
    }
  }
`);

const AdminDeleteAvatarMutation = graphql(`
  mutation AdminDeleteAvatar($uuid: ID!) {
    adminDeleteAvatar(uuid: $uuid) {
      uuid
      imageUrl
    }
  }
`);

/** What an avatar may be before it is sent (services sniff the bytes again). */
const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

export interface AvatarEditorProps {
  name: string;
  imageUrl: string | null;
  /** a member's uuid when an admin edits them; the signed-in member's own avatar without it */
  uuid?: string;
  /** after an upload or delete, with the new URL (null when deleted) */
  onChanged?: (imageUrl: string | null) => void;
}

export function AvatarEditor({ name, imageUrl, uuid, onChanged }: AvatarEditorProps) {
  const inputId = useId();
  const uploads = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [current, setCurrent] = useState(imageUrl);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [{ fetching: deletingOwn }, deleteOwn] = useMutation(DeleteAvatarMutation);
  const [{ fetching: deletingTheirs }, deleteTheirs] = useMutation(AdminDeleteAvatarMutation);

  useEffect(() => setCurrent(imageUrl), [imageUrl]);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | null) {
    setError(null);
    if (chosen && chosen.size > MAX_FILE_SIZE_BYTES) {
      // spec §9: at most 52428800 bytes; said before the upload starts
      setFile(null);
      setError(GROUP_HOOKUP.imageTooLarge);
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const answer = await uploads.uploadAvatar(file, uuid);
      setCurrent(answer.imageUrl);
      setFile(null);
      onChanged?.(answer.imageUrl);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  }

  async function remove() {
    setError(null);
    const result = uuid ? await deleteTheirs({ uuid }) : await deleteOwn({});
    if (result.error) return setError(errorMessage(result.error));
    setCurrent(null);
    onChanged?.(null);
  }

  return (
    <section aria-label="Profile photo" className={stack({ gap: '3' })}>
      <div className={hstack({ gap: '4', flexWrap: 'wrap' })}>
        {preview ? (
          <img src={preview} alt="Preview of the new photo" className={css({ w: '24', h: '24', borderRadius: 'full', objectFit: 'cover' })} />
        ) : (
          <Avatar name={name} src={current} size="xl" label={current ? `Photo of ${name}` : `No photo of ${name}`} />
        )}
        <div className={stack({ gap: '2' })}>
          <label htmlFor={inputId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
            Choose a photo (JPEG, PNG, WebP or GIF, at most 50 MB)
          </label>
          <input id={inputId} type="file" accept={ACCEPT} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button type="button" size="sm" disabled={!file} loading={uploading} onClick={upload}>
              Upload photo
            </Button>
            {current ? (
              <Button type="button" size="sm" variant="outline" loading={deletingOwn || deletingTheirs} onClick={remove}>
                Delete photo
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {error ? <Alert status="error">{error}</Alert> : null}
    </section>
  );
}
