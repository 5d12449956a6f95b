import { vi } from 'vitest';

/** A PDF as a phone's file picker gives it: its first bytes say what it is, whatever its name. */
export const pdfFile = (name = 'permis.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n')], name, { type: 'application/pdf' });

/**
 * POST /files through the browser's XMLHttpRequest, faked: each upload reports its progress and
 * answers `answer` (the new file's id), and is kept with the file it carried.
 */
export function fakeUploads(answer: { file_id: string; file_name: string }) {
  const sent: { url: string; file: File }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: unknown) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onprogress = null;
    onerror = null;
    onload: (() => void) | null = null;
    status = 0;
    responseText = '';
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push({ url: this.url, file: form.get('file') as File });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
        this.status = 200;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
