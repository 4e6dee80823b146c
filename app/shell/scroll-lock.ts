/**
 * The class name react-remove-scroll pads on fixed elements while a modal locks the page's scroll, so
 * that the frame's header does not jump under the modal. Written out, so that the frame does not load
 * the scroll lock (tests/unit/frame-scroll.test.ts: it is the library's own name).
 */
export const CLEAR_OF_SCROLL_BAR = "right-scroll-bar-position";
