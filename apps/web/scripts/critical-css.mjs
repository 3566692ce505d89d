// The rules of the stylesheet a page can use before the whole stylesheet has loaded (issue 12): a
// prerendered or server-rendered page inlines only these, the rest loads after the first paint
// (main.tsx, from <meta name="gg-stylesheet">). A rule stays when every class its selector needs
// appears in the page's markup or in the code that renders it (the entry and the page's chunks: what
// the page can show before another page's code loads). Tailwind writes a rule only for a class found
// whole in the source, so the same whole class is in the built code. Rules without a class (the
// reset, variables, @font-face, @keyframes, @property) always stay.
import postcss from 'postcss';

/** Every whitespace- or quote-separated word of the texts: the candidate class names. */
export function classCandidates(texts) {
  const words = new Set();
  for (const text of texts) {
    for (const word of text.split(/[\s"'`<>=]+/)) if (word) words.add(word);
  }
  return words;
}

/** A CSS identifier as written in a selector, unescaped: `.sm\:flex` -> `sm:flex`, `\32 xl` -> `2xl`. */
function unescapeIdentifier(text) {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex, character) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : character,
  );
}

/** The classes a selector needs; what is inside :not() is a class it must not have, so not needed. */
export function classesNeeded(selector) {
  const needed = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...needed.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g)].map(([, name]) =>
    unescapeIdentifier(name),
  );
}

const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);

/** The stylesheet's text without the media queries, layers and the like left empty (innermost first). */
function withoutEmptyGroups(root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (GROUPING_AT_RULES.has(atRule.name) && atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/** `css` without the rules none of whose selectors can match a page whose classes are among `candidates`. */
export function criticalCss(css, candidates) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => classesNeeded(selector).every((name) => candidates.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return withoutEmptyGroups(root);
}

/**
 * The rules a page that inlined its critical rules still needs for the pages a visitor moves to:
 * the rules with a class, less those the page inlined (every class of the selector in `inlined`, the
 * candidates `criticalCss` kept them for). Every page inlined the others (reset, variables,
 * @font-face, @keyframes, @property); loading them again would declare each web font a second time,
 * and a second face of the same font downloads it again. A rule the page already has, loaded again,
 * is matched again against every element with its classes when the file arrives: a style
 * recalculation of most of the page (issue 12).
 */
export function classRulesOnly(css, inlined = new Set()) {
  const root = postcss.parse(css);
  root.walkAtRules((atRule) => {
    if (['font-face', 'property'].includes(atRule.name) || /keyframes$/.test(atRule.name)) atRule.remove();
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    // A selector the page inlined (all its classes among `inlined`) is not needed again.
    const rest = rule.selectors.filter((selector) => {
      const needed = classesNeeded(selector);
      return needed.length > 0 && !needed.every((name) => inlined.has(name));
    });
    if (rest.length === 0) rule.remove();
    else if (rest.length < rule.selectors.length) rule.selectors = rest;
  });
  return withoutEmptyGroups(root);
}
