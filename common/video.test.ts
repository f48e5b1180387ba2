import { describe, expect, it } from 'vitest';
import { iceServersFrom, mediaNodesFrom, videoSendEncoding, videoSendProfile } from './video';

describe('video settings (issue 22)', () => {
  it('gives browsers the TURN servers of TURN_URLS with their credentials, and none without it', () => {
    expect(iceServersFrom({})).toEqual([]);
    expect(iceServersFrom({ TURN_URLS: ' , ' })).toEqual([]);
    expect(iceServersFrom({ TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:443', TURN_USERNAME: 'hookups', TURN_CREDENTIAL: 's3cret' })).toEqual([
      { urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:443'], username: 'hookups', credential: 's3cret' },
    ]);
    expect(iceServersFrom({ TURN_URLS: 'stun:stun.example.com:3478' })).toEqual([{ urls: ['stun:stun.example.com:3478'] }]);
  });

  it('lists the media nodes of MEDIA_NODES, else MEDIA_NODE_URL, else the one in the process', () => {
    expect(mediaNodesFrom({ MEDIA_NODES: 'http://media-1:4002/, http://media-2:4002', MEDIA_NODE_URL: 'http://ignored:1' })).toEqual(['http://media-1:4002', 'http://media-2:4002']);
    expect(mediaNodesFrom({ MEDIA_NODE_URL: 'http://media-1:4002' })).toEqual(['http://media-1:4002']);
    expect(mediaNodesFrom({})).toEqual(['http://127.0.0.1:4002']);
  });

  it('sends smaller, cheaper video as a room grows past four members, never scaled up', () => {
    expect(videoSendProfile(2)).toEqual({ maxHeight: 360, maxFramerate: 24, maxBitrateKbps: 600 });
    expect(videoSendProfile(4)).toEqual(videoSendProfile(1));
    expect(videoSendProfile(5)).toEqual({ maxHeight: 180, maxFramerate: 20, maxBitrateKbps: 250 });
    expect(videoSendProfile(12)).toEqual(videoSendProfile(5));
    expect(videoSendEncoding(videoSendProfile(6), 360)).toEqual({ scaleResolutionDownBy: 2, maxFramerate: 20, maxBitrate: 250_000 });
    expect(videoSendEncoding(videoSendProfile(6), 720)).toMatchObject({ scaleResolutionDownBy: 4 });
    expect(videoSendEncoding(videoSendProfile(6), 108)).toMatchObject({ scaleResolutionDownBy: 1 }); // a small camera as it is
    expect(videoSendEncoding(videoSendProfile(3), undefined)).toMatchObject({ scaleResolutionDownBy: 1, maxBitrate: 600_000 });
  });
});
