// @ts-check
// The test suites' shared settings, in one place, each overridable from the environment.

/**
 * How long one Jest test may take. Testing Library's `findBy*`/`waitFor` give up at a third of it,
 * so a slow wait fails with its own message before the test's time-out. Raise it on a slow or busy
 * machine: `TEST_TIMEOUT_MS=30000 npx jest`.
 */
const testTimeoutMs = Number(process.env.TEST_TIMEOUT_MS ?? 15_000);
const asyncUtilTimeoutMs = Math.round(testTimeoutMs / 3);

/**
 * The property-based tests' seed: fixed, so a run is repeatable and CI tests the same cases as a
 * developer. fast-check prints it with any failure; `FC_SEED=<seed> npx jest <file>` replays one,
 * `FC_SEED=random` tries new cases.
 */
const fastCheckSeed = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 20261124);

module.exports = { testTimeoutMs, asyncUtilTimeoutMs, fastCheckSeed };
