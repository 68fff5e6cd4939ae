import { z } from 'zod';
import { defineContent, statSchema } from './schema';

// SPEC section 9: targets 12, 150, 1, 98 %; durations 1200/1500/1000/1600 ms; 300 ms stagger.
export const stats = defineContent('content/stats.ts', z.array(statSchema).length(4), [
  { icon: 'globe', label: 'Countries served', target: 12, suffix: '', durationMs: 1200, delayMs: 0 },
  { icon: 'ship', label: 'Shipments delivered', target: 150, suffix: '', durationMs: 1500, delayMs: 300 },
  { icon: 'calendar-clock', label: 'Years in business', target: 1, suffix: '', durationMs: 1000, delayMs: 600 },
  { icon: 'smile', label: 'Client satisfaction', target: 98, suffix: '%', durationMs: 1600, delayMs: 900 },
]);
