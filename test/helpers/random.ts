/** A deterministic PRNG for seeded random test instances: the project's one generator (src/common/random.ts). */
export { mulberry32 as rng } from '../../src/common/random.ts';
