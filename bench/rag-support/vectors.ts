import { random } from "../library-support/synthetic-text.js";

/** How the bench's passage and question vectors are drawn: both kinds come from a seed, so runs are comparable. */
export type VectorKind = "realistic" | "uniform";
export const VECTOR_KINDS: VectorKind[] = ["realistic", "uniform"];

export interface VectorSource {
  /** One more passage's vector (not normalized; the stores compare by cosine). */
  next(): number[];
  /** A question's vector: near the passages of a topic, but not drawn as they are. */
  question(): number[];
}

function gaussianOf(rnd: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

/**
 * Near-uniform clusters, the bench's first vectors and the hardest case for a graph index: 1,000 random centres,
 * each passage its centre plus noise spread evenly over all dimensions, so that within a topic every passage is
 * about as near as any other and the true ten nearest are barely nearer than the thousand around them.
 */
export function uniformSource(dimensions: number, seed: number, clusters = 1000): VectorSource {
  const rnd = random(seed);
  const gaussian = () => (rnd() + rnd() + rnd() + rnd() - 2) * 0.866;
  const centres = Array.from({ length: clusters }, () => Float32Array.from({ length: dimensions }, gaussian));
  const next = () => {
    const centre = centres[Math.floor(rnd() * clusters)];
    return Array.from(centre, (x) => x + 0.6 * gaussian());
  };
  return { next, question: next };
}

/** Latent dimensions: estimates of sentence embeddings' intrinsic dimension fall around 10–40. */
const LATENT = 32;
const DOMAINS = 40;
const TOPICS_PER_DOMAIN = 25;
/** Spread in the latent space of a domain's topics around it, and of a topic's passages around the topic. */
const TOPIC_SPREAD = 0.6;
const PASSAGE_SPREAD = 0.5;
/** Length of the direction every vector shares and of the noise in all dimensions, against the latent part's. */
const SHARED_OFFSET = 0.6;
const NOISE = 0.3;
/** A question's noise: questions are worded unlike the passages that answer them, so they lie off the passages' surface. */
const QUESTION_NOISE = 0.6;

/**
 * Vectors shaped as embeddings of real text are: a low-dimensional latent space (topics within domains, passages
 * around topics) mapped into all dimensions by a projection whose strength falls off direction by direction, a
 * direction all vectors share (embeddings are anisotropic: two unrelated texts have a cosine well above 0), and a
 * little noise in every dimension. The bench prints the cosine of random pairs and of nearest neighbours it gives.
 */
export function realisticSource(dimensions: number, seed: number): VectorSource {
  // The space (projection, offset, domains, topics) is the same for every seed; only the draws of passages differ.
  const space = random(20261127);
  const spaceGaussian = gaussianOf(space);
  const projection = Array.from({ length: LATENT }, (_, j) => {
    const strength = 1 / Math.sqrt(j + 1);
    return Float32Array.from({ length: dimensions }, () => (spaceGaussian() * strength) / Math.sqrt(dimensions));
  });
  const latentScale = Math.sqrt(projection.reduce((sum, column) => sum + column.reduce((s, x) => s + x * x, 0), 0) / LATENT);
  const latentNorm = latentScale * Math.sqrt(LATENT * (1 + TOPIC_SPREAD ** 2 + PASSAGE_SPREAD ** 2));
  const shared = Float32Array.from({ length: dimensions }, spaceGaussian);
  const sharedNorm = Math.hypot(...shared);
  shared.forEach((x, i) => (shared[i] = (x / sharedNorm) * SHARED_OFFSET * latentNorm));
  const domains = Array.from({ length: DOMAINS }, () => Float32Array.from({ length: LATENT }, spaceGaussian));
  const topics = domains.flatMap((domain) =>
    Array.from({ length: TOPICS_PER_DOMAIN }, () => Float32Array.from(domain, (x) => x + TOPIC_SPREAD * spaceGaussian())),
  );

  const rnd = random(seed);
  const gaussian = gaussianOf(rnd);
  const drawn = (noise: number) => {
    const topic = topics[Math.floor(rnd() * topics.length)];
    const sd = (noise * latentNorm) / Math.sqrt(dimensions);
    const out = Array.from(shared, (x) => x + sd * gaussian());
    for (let j = 0; j < LATENT; j++) {
      const z = topic[j] + PASSAGE_SPREAD * gaussian();
      const column = projection[j];
      for (let i = 0; i < dimensions; i++) out[i] += z * column[i];
    }
    return out;
  };
  return { next: () => drawn(NOISE), question: () => drawn(QUESTION_NOISE) };
}

export const vectorSource = (kind: VectorKind, dimensions: number, seed: number): VectorSource =>
  kind === "realistic" ? realisticSource(dimensions, seed) : uniformSource(dimensions, seed);
