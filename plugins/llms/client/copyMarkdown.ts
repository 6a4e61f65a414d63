/**
 * Copies a page's Markdown copy (a same-origin `.md` file the build writes) to
 * the clipboard. Nothing is requested from any other host.
 */
export class MarkdownUnavailableError extends Error {}

async function fetchMarkdown(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {credentials: 'same-origin'});
  } catch {
    throw new MarkdownUnavailableError('the Markdown copy could not be downloaded (are you offline?)');
  }
  const text = response.ok ? await response.text() : '';
  // A server that answers an unknown path with the app's HTML (a dev server, a host's fallback) has no copy.
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html') || /^\s*<!doctype html/i.test(text);
  if (!response.ok || isHtml || !text.trim()) {
    throw new MarkdownUnavailableError('this page has no Markdown copy here');
  }
  return text;
}

export async function copyMarkdown(url: string): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard) throw new Error('this browser gives the page no clipboard access');
  if (typeof ClipboardItem !== 'undefined' && clipboard.write) {
    // Safari only lets a click write to the clipboard if the write starts in the
    // click itself: hand it the download as a promise instead of awaiting it first.
    const blob = fetchMarkdown(url).then((text) => new Blob([text], {type: 'text/plain'}));
    try {
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // The download failed: say so. Otherwise ClipboardItem with a promise is
      // unsupported here: fall back to writing plain text below.
      const failed = await blob.then(
        () => null,
        (error: unknown) => error,
      );
      if (failed) throw failed;
    }
  }
  await clipboard.writeText(await fetchMarkdown(url));
}
