// Selectors that make the browser restyle the whole page as it parses: a `:has()` in a compound
// with nothing else to narrow it (no type, class, id or attribute, here or in an enclosing
// `:is()`/`:where()`), such as `:where(:has(> [data-field]))`. Every element may then match, so
// each batch of elements the HTML parser adds invalidates the style of the whole document: on
// /get-quote one such rule cost 6,200-9,100 element restyles at load against 1,170 without it
// (docs/performance.md). budget.mjs refuses them in the built CSS.
import postcss from 'postcss';

const nameChar = /[\w-]/;

/** True when `selector` has a `:has(` whose compound, and every compound around it, names nothing to narrow it. */
export function hasUnanchoredHas(selector) {
  // One entry a nesting level (the selector itself, then each pseudo-class's parentheses): whether
  // the compound being read at that level names a type, class, id or attribute.
  const levels = [false];
  let startOfCompound = true;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    const top = levels.length - 1;
    if (char === '\\') {
      i += 1; // an escaped character belongs to the name around it
    } else if (char === '.' || char === '#') {
      levels[top] = true;
    } else if (char === '[') {
      levels[top] = true;
      let quote = '';
      for (i += 1; i < selector.length && (quote || selector[i] !== ']'); i += 1) {
        if (selector[i] === '\\') i += 1;
        else if (quote && selector[i] === quote) quote = '';
        else if (!quote && (selector[i] === '"' || selector[i] === "'")) quote = selector[i];
      }
    } else if (char === ':') {
      let end = i + 1;
      if (selector[end] === ':') end += 1;
      while (end < selector.length && nameChar.test(selector[end])) end += 1;
      const name = selector.slice(i, end).replace(/^:+/, '').toLowerCase();
      if (selector[end] === '(') {
        if (name === 'has' && !levels.some(Boolean)) return true;
        levels.push(false);
        startOfCompound = true;
        i = end;
        continue;
      }
      i = end - 1;
    } else if (char === ')') {
      levels.pop();
    } else if (char === ',' || char === '>' || char === '+' || char === '~' || /\s/.test(char)) {
      levels[top] = false;
      startOfCompound = true;
      continue;
    } else if (startOfCompound && nameChar.test(char)) {
      levels[top] = true; // a type selector: html, main, input
    }
    startOfCompound = false;
  }
  return false;
}

/** The selectors of `css` that hasUnanchoredHas refuses (keyframe steps are not selectors). */
export function unanchoredHasSelectors(css) {
  const found = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    for (const selector of rule.selectors) if (selector.includes(':has(') && hasUnanchoredHas(selector)) found.push(selector);
  });
  return found;
}
