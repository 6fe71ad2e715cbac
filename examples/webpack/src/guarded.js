// The two pages' button handler: runs an action on the puzzle typed in,
// showing a pencilmark error (its kind and sentence) instead of throwing.

const $ = (id) => document.getElementById(id);

/** A click handler that runs `fn` on the puzzle typed in, showing its error if it throws. */
export function guarded(fn) {
  return () => {
    $('error').textContent = '';
    try {
      fn($('puzzle').value);
    } catch (error) {
      $('error').textContent = `${error.kind}: ${error.message}`;
    }
  };
}
