import { z } from 'zod';
import { loadLocalized } from './load';
import { policySchema, uniqueList } from './schema';

// The six policies on /get-quote, in every language: content/policies.yml.

export const policiesSchema = z.object({
  policies: uniqueList(policySchema, 'id').length(6),
});
export type Policies = z.infer<typeof policiesSchema>;

/** The six policies in `locale`. */
export const getPolicies = loadLocalized('content/policies.yml', policiesSchema);
