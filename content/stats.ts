import { z } from 'zod';
import { defineContent, statSchema } from './schema';

// SPEC section 9: targets 12, 150, 1, 98 %; durations 1200/1500/1000/1600 ms; 300 ms stagger.
// Each label has the form for 1 and for any other figure, so "1 Years in business" cannot happen.
// These are what we have done so far; what we can do (ship to 40+ countries) is said as such in about.ts.
export const stats = defineContent('content/stats.ts', z.array(statSchema).length(4), [
  {
    icon: 'globe',
    label: { one: 'Country served so far', other: 'Countries served so far' },
    target: 12,
    suffix: '',
    durationMs: 1200,
    delayMs: 0,
  },
  {
    icon: 'ship',
    label: { one: 'Shipment delivered', other: 'Shipments delivered' },
    target: 150,
    suffix: '',
    durationMs: 1500,
    delayMs: 300,
  },
  {
    icon: 'calendar-clock',
    label: { one: 'Year in business', other: 'Years in business' },
    target: 1,
    suffix: '',
    durationMs: 1000,
    delayMs: 600,
  },
  {
    icon: 'smile',
    label: { one: 'Client satisfaction', other: 'Client satisfaction' },
    target: 98,
    suffix: '%',
    durationMs: 1600,
    delayMs: 900,
  },
]);
