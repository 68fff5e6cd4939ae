// html-validate over the exported pages (node scripts/validate-html.mjs). Rules are only
// reconfigured where Next/React serialise valid HTML in their own style, never to hide a
// markup error.
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes some attributes camelCase (charSet, fetchPriority, noModule); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React closes void elements (<meta/>) and writes boolean and empty attributes as ="" (async="", hidden="").
    'void-style': ['error', { style: 'selfclosing' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId makes ids like _R_1a_; HTML5 allows any id without whitespace.
    'valid-id': ['error', { relaxed: true }],
    // The page background's url() carries NEXT_PUBLIC_BASE_PATH, known only at build, so it is an inline style.
    'no-inline-style': ['error', { allowedProperties: ['display', 'background-image'] }],
    // ARIA allows naming a list (the footer's "Social media" links); the stricter default only discourages it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // role="list" on a list styled list-style: none is deliberate: Safari drops the list semantics otherwise.
    'no-redundant-role': 'off',
    // A group of checkboxes shares one name, as radios do.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // Scripts and styles come from our own origin, where SRI adds nothing; one from another host would need it.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Phone links are whitespace-nowrap, which keeps the number on one line as &nbsp; would.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
  },
};

export default config;
