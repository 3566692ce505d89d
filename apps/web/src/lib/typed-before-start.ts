// What a visitor typed into a prerendered form before the page's script took over (issue 33). On a
// slow phone a public page is readable seconds before it is hydrated; whatever was typed, chosen or
// focused in between must still be there afterwards. Two cases:
// - hydration keeps the page's elements: a form's field, when React attaches it, takes the value the
//   element holds instead of writing its own default over it (`typedValue`);
// - React renders a part afresh (after a mismatch): the values and the focus were read from the page
//   just before hydration (`rememberTypedValues`) and go into the new elements by field name.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Kept = string | boolean;

const remembered = new Map<string, Kept>();
let focusedName: string | undefined;
/** The page they were typed on: another page's field of the same name never takes them. */
let rememberedOn: string | undefined;

function isCheckable(element: Control): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/** The element's value or checked state, when the person changed it from what the HTML said; else undefined. */
function changedOnPage(element: Control): Kept | undefined {
  if (isCheckable(element)) return element.checked !== element.defaultChecked ? element.checked : undefined;
  if (element instanceof HTMLSelectElement) {
    // Without a `selected` option in the HTML, a list starts on its first option.
    const fromHtml = Math.max(
      0,
      [...element.options].findIndex((option) => option.defaultSelected),
    );
    return element.selectedIndex !== fromHtml ? element.value : undefined;
  }
  return element.value !== element.defaultValue ? element.value : undefined;
}

/**
 * Reads every changed field of the page and which one has the focus, before hydration. The fields
 * are known by their `name` (a public page holds one form).
 */
export function rememberTypedValues(root: ParentNode) {
  for (const element of root.querySelectorAll<Control>('input[name], textarea[name], select[name]')) {
    const value = changedOnPage(element);
    if (value !== undefined) remembered.set(element.name, value);
  }
  const active = document.activeElement as Control | null;
  focusedName = active && root.contains(active) && active.name ? active.name : undefined;
  rememberedOn = window.location.pathname;
}

/**
 * What the person typed into this field before the script ran: the element's own changed value, or
 * the one remembered for its name when React made the element afresh. Each remembered value is taken
 * once. The field that had the focus gets it back.
 */
export function typedValue(element: Control): Kept | undefined {
  const own = changedOnPage(element);
  if (rememberedOn !== window.location.pathname) return own;
  const kept = remembered.get(element.name);
  remembered.delete(element.name);
  if (element.name !== '' && element.name === focusedName) {
    focusedName = undefined;
    if (document.activeElement !== element) element.focus();
  }
  if (own !== undefined || kept === undefined) return own;
  if (isCheckable(element)) element.checked = kept === true;
  else element.value = String(kept);
  return kept;
}
