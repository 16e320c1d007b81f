/** The test tier (tier.cjs): `ci`, `slow` or `all`. */
export declare const tier: 'ci' | 'slow' | 'all';
/** Whether tests of `part` run in this tier. */
export declare function runs(part: 'ci' | 'slow'): boolean;
export declare const testRegex: string | string[];
