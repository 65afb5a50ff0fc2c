'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { idDocumentTypes } from '@/content/readiness';

/**
 * A plain multipart form posted to the upload route (server actions stop at 1 MB): it works without JavaScript;
 * with it, the button says it is busy and cannot be pressed twice.
 */
export function IdUploadForm({ bookingId }: { bookingId: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action={`/account/bookings/${bookingId}/id-documents`}
      encType="multipart/form-data"
      onSubmit={() => setBusy(true)}
      aria-label="Upload an identification document"
      className="space-y-4"
    >
      <div className="space-y-2">
        <Label htmlFor="id-document-type">Which document is it?</Label>
        <NativeSelect id="id-document-type" name="documentType" defaultValue="" required>
          <NativeSelectOption value="">Choose a document…</NativeSelectOption>
          {idDocumentTypes.map((type) => (
            <NativeSelectOption key={type.id} value={type.id}>
              {type.label} ({type.points} points)
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="id-document-file">Photo or scan (PDF, JPG or PNG, up to 10 MB)</Label>
        <Input
          id="id-document-file"
          name="file"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          required
        />
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Uploading…' : 'Upload document'}
      </Button>
    </form>
  );
}
