/** A measure passes when it stays strictly below its limit, in its own unit, or reaches it for a score (`atLeast`). */
export type TTarget = { limit: number; unit: string; reason: string; atLeast?: true };

export const TARGETS = {
  quoteMeanMicros: {
    limit: 50,
    unit: 'µs',
    reason:
      'The server recomputes every premium from stored data at each change, so pricing must cost nothing.',
  },
  offersMeanMicros: {
    limit: 500,
    unit: 'µs',
    reason: 'Step 5 prices every pack and every à la carte guarantee on each request.',
  },
  apiP95Millis: {
    limit: 25,
    unit: 'ms',
    reason:
      'In process on an embedded database there is no network to blame: anything slower is our own code.',
  },
  coldStartSeconds: {
    limit: 15,
    unit: 's',
    reason: 'A restarted instance must answer again before the platform health check gives up on it.',
  },
  webGzipKilobytes: {
    limit: 150,
    unit: 'kB',
    reason: 'A phone in a ferry queue on a weak connection must still load the app.',
  },
  lazyChunkGzipKilobytes: {
    limit: 100,
    unit: 'kB',
    reason: 'Each screen opened later must arrive quickly on the same weak connection.',
  },
  lighthouseMobileScore: {
    limit: 95,
    unit: 'points',
    atLeast: true,
    reason: "Lighthouse's mobile preset (a mid-range phone on slow 4G) is the ferry queue's phone.",
  },
} as const satisfies Record<string, TTarget>;
