/**
 * What step 4 hands to step 5 in the navigation's state: the trailer it asked, which step 5's cover
 * carries, for the version step 4 saved. Met again later in the history (Back from step 6), the stored
 * cover is what holds.
 */
export type TStep5Arrival = { trailer: boolean; version: number };
