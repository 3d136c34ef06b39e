/**
 * How long a page's wait lasts before its placeholders move (a skeleton's pulse, a spinner's
 * turn). A page that comes up within it has no need of motion, and on a phone each frame of it is
 * drawn by the very cores that are building the page: a spinner's arc is repainted at every frame
 * on the page's own thread. A wait longer than this is one a person starts to wonder about; the
 * motion then tells them the app is still at work.
 */
export const LOADING_MOTION_DELAY = '2s';
