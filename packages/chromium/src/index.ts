export * from './find-chromium';
export * from './launch';
