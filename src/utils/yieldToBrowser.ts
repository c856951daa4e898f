/**
 * Resolves in a later task (not a microtask), so the browser can handle
 * input and paint between the slices of a long job: an export of a year of
 * rows stays under the 200 ms a task may take (issue 17).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    // A message, not a timer: no 4 ms clamp after a few nested timeouts.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
