/**
 * jsdom's navigator lists English (`en-US`): the app would open in English, and the screens' tests read
 * French. A test of the language choice sets its own list.
 */
Object.defineProperty(navigator, 'languages', { value: ['fr-FR', 'fr'], configurable: true });
