/**
 * A measure passes when it stays strictly below its limit, in its own unit, reaches it for a score
 * (`atLeast`), or does not exceed it for a count (`atMost`).
 */
export type TTarget = { limit: number; unit: string; reason: string; atLeast?: true; atMost?: true };

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
  firstVisitScriptKilobytes: {
    limit: 150,
    unit: 'kB',
    reason: 'A phone in a ferry queue on a weak connection must still load the app.',
  },
  onDemandChunkKilobytes: {
    limit: 100,
    unit: 'kB',
    reason: 'Each screen opened later must arrive quickly on the same weak connection.',
  },
  // Measured on a shared 2-core machine at load 5-12 (other calls arriving every 20 ms, 3 rounds): median
  // 60-400 ms, longest wait 0.25-1.4 s; calls alone, median 4-10 ms. Issue 7's regression (a 10 MB write
  // holding the event loop for 3 s) made the median 5.3 s; a 1.5 s hold per upload makes it 3.8 s here.
  uploadOthersMedianMillis: {
    limit: 1000,
    unit: 'ms',
    reason: 'While phones send their scans, every other visitor must still be answered (issue 7).',
  },
  uploadOthersLongestMillis: {
    limit: 3000,
    unit: 'ms',
    reason: "No upload may hold the server's event loop for seconds: every visitor's request would wait.",
  },
  // Measured here on a quiet machine: 6-340 ms a file; the tests' old fixed bounds (1-3 s) failed CI
  // twice on a busy one, so the time is judged here and the tests check only the answers.
  hostilePdfScanMillis: {
    limit: 1000,
    unit: 'ms',
    reason: 'Every uploaded PDF is scanned before it is accepted: none may hold the server for seconds.',
  },
  lighthouseMobileScore: {
    limit: 95,
    unit: 'points',
    atLeast: true,
    reason: "Lighthouse's mobile preset (a mid-range phone on slow 4G) is the ferry queue's phone.",
  },
  newCustomerInputs: {
    limit: 30,
    unit: 'inputs',
    atMost: true,
    reason:
      'A driver in the ferry queue, one hand free, from the landing page to a verified certificate (issue 17).',
  },
  newCustomerCharacters: {
    limit: 60,
    unit: 'characters',
    atMost: true,
    reason: 'Every character typed on a phone keyboard in a queue is a chance to give up.',
  },
  returningDriverInputs: {
    limit: 8,
    unit: 'inputs',
    atMost: true,
    reason: "The reminder's link to a signed extension, the gateway's card page included (issue 17).",
  },
  fuzzRequestsPerRoute: {
    limit: 10_000,
    unit: 'requests a route',
    atLeast: true,
    reason:
      'Issue 18: every route, the fallback and the pages take 10,000 requests of any shape without a 5xx or an unexplained 4xx.',
  },
  // Issue 18, measured over HTTP against a bare Fastify endpoint in the same run (throughput-bench.ts).
  quoteThroughputRatio: {
    limit: 0.25,
    unit: '× bare',
    atLeast: true,
    reason:
      'The quote is asked on every change of step 5: it must cost no more than four bare Fastify answers.',
  },
  // Issue 37: against a bare Fastify route doing two primary-key reads on the same PostgreSQL, in the same
  // run (bare-reads-endpoint.ts), the least a signed-in read can do.
  detailThroughputRatio: {
    limit: 0.5,
    unit: '× bare reads',
    atLeast: true,
    reason:
      'Reading one subscription must cost no more than two bare reads of its session and its row on the same database.',
  },
  listThroughputRatio: {
    limit: 0.5,
    unit: '× bare reads',
    atLeast: true,
    reason:
      "My contracts' first page must cost no more than two bare primary-key reads on the same database.",
  },
  journeysPerSecond: {
    limit: 20,
    unit: 'journeys/s',
    atLeast: true,
    reason:
      "Ten times the summer's peak hour (838,360 vehicles from 10 June to 4 August 2025), on PostgreSQL on this 2-core machine.",
  },
  // Issue 37: a burst of 40 journeys at once on PostgreSQL, beside 8 at once on the same server.
  burstJourneysRatio: {
    limit: 0.8,
    unit: '× at 8',
    atLeast: true,
    reason:
      'A burst of signings must queue for the renderer, not collapse: 40 at once sign at least 0.8 as fast as 8.',
  },
  pagesOpenAfterMinute: {
    limit: 0,
    unit: 'pages',
    atMost: true,
    reason: 'A quiet server keeps no Chromium page open: a burst must not leave the machine loaded after it.',
  },
  listScaleRatio: {
    limit: 1.5,
    unit: '×',
    atMost: true,
    reason: "A customer's list must not slow down as every other customer's subscriptions pile up.",
  },
  // Issue 36: photos as drivers take them (apps/web/e2e/photo-set), read in Chromium slowed down 4×.
  photoIdentityFullyReadPercent: {
    limit: 90,
    unit: '%',
    atLeast: true,
    reason:
      'A passport or identity card photographed in the queue must fill names and number without typing.',
  },
  photoPlateRightPercent: {
    limit: 80,
    unit: '%',
    atLeast: true,
    reason: "The plate is the certificate's one field every contract needs.",
  },
  photoWrongValues: {
    limit: 0,
    unit: 'values',
    atMost: true,
    reason: 'A value read wrong is worse than none: the customer may not notice it on the certificate.',
  },
  photoReadP90Seconds: {
    limit: 4,
    unit: 's',
    atMost: true,
    reason: 'The customer waits for the photo to be read before going on, on a mid-range phone.',
  },
} as const satisfies Record<string, TTarget>;
