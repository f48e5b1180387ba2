// Browser tests read the page's own peer connections (getStats: framesDecoded, frameWidth, audio packets),
// never a mocked one. Only a page whose test set `window.__hookupsPeerConnections = []` before it loaded (an
// init script) gets them; in everyone else's browser this does nothing.
declare global {
  interface Window {
    __hookupsPeerConnections?: RTCPeerConnection[];
  }
}

export function exposeForTests(pc: RTCPeerConnection): void {
  if (typeof window !== 'undefined' && Array.isArray(window.__hookupsPeerConnections)) window.__hookupsPeerConnections.push(pc);
}
