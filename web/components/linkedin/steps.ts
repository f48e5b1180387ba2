// Issue 19: everything LinkedIn shows on /login and /register beyond the first paint, as one lazy chunk (one chunk
// keeps the shared modules of the first paint together: see the budget test of issue 21).
export { default as LinkedInButton } from './LinkedInButton';
export { default as LinkedInFinish } from './LinkedInFinish';
