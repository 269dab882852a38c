/**
 * The start shared by a family of query keys, so that one invalidation reaches the whole family
 * (`invalidateQueries({ queryKey: studentKeyPrefix.queryKey })`). Each queryOptions of the family spreads it into its key
 * (`queryKey: [...studentKeyPrefix.queryKey, 'balance']`), so the prefix cannot drift from the keys
 * it stands for. ESLint lets it be declared only as a module-level const, beside those queryOptions.
 */
// eslint-disable-next-line no-restricted-syntax -- the one place a prefix's key is wrapped in { queryKey }
export const queryKeyPrefix = <const Key extends readonly string[]>(...queryKey: Key) => ({ queryKey });

/**
 * The signed-in student's own progress and state (balance, exp, levels, flags, modals…), across
 * features: what a watched lesson, a finished training or a dropped level can change.
 */
export const studentKeyPrefix = queryKeyPrefix('student');

/**
 * The student's coin balance (gamification's balanceQueryOptions), here because profile, which
 * gamification imports, changes it too (accepting the lottery terms credits coins).
 */
export const studentBalanceKeyPrefix = queryKeyPrefix(...studentKeyPrefix.queryKey, 'balance');
