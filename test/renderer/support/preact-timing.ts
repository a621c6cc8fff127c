/**
 * Preact runs a component's effects after the next frame (requestAnimationFrame, then a timeout),
 * as a browser paints; React runs them as soon as its render is committed. jsdom paints nothing,
 * and its frames would leave a screen's effects (its title, its focus) behind what the tests see
 * of it. Here they run just after the render, as under React.
 */
import { options } from 'preact';

options.requestAnimationFrame = (flush: () => void) => setTimeout(flush, 0);
