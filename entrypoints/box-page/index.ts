// The page half of Convert links in this box, injected by the background (`scripting.executeScript` with this
// file) into the frame the person acted in, only on their gesture; never a content script. It only makes the three
// functions of lib/textbox/box-scripts.ts callable in the extension's isolated world of that frame; the service
// worker, which never runs them itself, does not carry them.
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { BOX_FUNCTIONS, readFocusedBox, showBoxNotice, writeBox } from '../../lib/textbox/box-scripts';

export default defineUnlistedScript(() => {
  (globalThis as Record<symbol, unknown>)[Symbol.for(BOX_FUNCTIONS)] = {
    read: readFocusedBox,
    write: writeBox,
    notice: showBoxNotice,
  };
});
