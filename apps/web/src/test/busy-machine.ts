import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` give up after 1 s by default: a screen that renders in 100 ms alone took
 * seconds while a second `npm test` ran beside this one. They still stop at the first success.
 */
configure({ asyncUtilTimeout: 10_000 });
