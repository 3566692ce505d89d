// What a scale means: at scale 1, 5,000 teachers, 100,000 tuition posts, 100,000 student
// requests and 20,000 contact messages (every teacher has 20 posts at every scale).

export interface ScaleCounts {
  scale: number;
  teachers: number;
  tuitions: number;
  studentRequests: number;
  contactMessages: number;
}

export function countsForScale(scale: number): ScaleCounts {
  const of = (atScaleOne: number) => Math.max(1, Math.round(atScaleOne * scale));
  return {
    scale,
    teachers: of(5_000),
    tuitions: of(100_000),
    studentRequests: of(100_000),
    contactMessages: of(20_000),
  };
}

/** The scaling points of the issue, by rows in the listed tables: 1k, 10k, 100k (and 1M with --full). */
export function scalingScales(full: boolean): number[] {
  return full ? [0.01, 0.1, 1, 10] : [0.01, 0.1, 1];
}
