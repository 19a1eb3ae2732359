// Chrome's offscreen document (reason CLIPBOARD): the service worker has no DOM, so it asks this page to write
// a text to the clipboard.
import { browser } from 'wxt/browser';
import { answerOffscreenMessage } from './answer';

browser.runtime.onMessage.addListener((message, sender) => answerOffscreenMessage(message, sender, browser.runtime.id));
