/**
 * Catches the files a page saves (saveBlob: an object URL and a click on a download link), so a test can read
 * them: `blobs` in the order they were saved, `click` the spied link clicks (their `download` names the file).
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click };
}
