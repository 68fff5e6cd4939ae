/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { cmsConfig } from '../config';

// The editor registers only the widgets it uses (cms/admin/decap.ts, to keep /admin/ light). A field
// whose widget is not registered shows Decap's "No control for widget" box instead of an input, so
// every widget the generated configuration writes must be among them ("hidden" is Decap's own).

const registered = new Set([
  'hidden',
  ...[...readFileSync('cms/admin/decap.ts', 'utf8').matchAll(/from 'decap-cms-widget-([a-z]+)'/g)].map((match) => match[1]!),
]);

/** Every `widget` named anywhere in the configuration (fields, list fields, typed lists, files). */
function widgetsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(widgetsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => (key === 'widget' && typeof child === 'string' ? [child] : widgetsOf(child)));
}

it('registers every widget the configuration uses, so no field shows "No control for widget"', () => {
  const config = cmsConfig({});
  const used = new Set(widgetsOf(config.collections));
  expect(used.size).toBeGreaterThan(5);
  expect([...used].filter((widget) => !registered.has(widget))).toEqual([]);
});
