import { runs } from '../tier.cjs';

/**
 * Whether the tests of `part` run in this tier (CAMPUS_TEST_TIER, read in e2e/tier.cjs): a journey with
 * tests in each tier defines a test only `if (inTier('ci'))` or `if (inTier('slow'))`, never both.
 */
export const inTier = (part: 'ci' | 'slow'): boolean => runs(part);
