// Offers a file the API sent (the month's CSV) to the browser as a download.
export function downloadFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
