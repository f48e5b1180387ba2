// The member's camera and microphone: getUserMedia for what the call machine asks (audio and video, or audio
// only), the list of devices to choose from, and one device's track to swap in.
import type { MediaKind } from './provider';

/** Throws getUserMedia's DOMException (NotFoundError, NotAllowedError, …): the call machine reads its name. */
export async function getLocalStream(wanted: { audio: boolean; video: boolean }): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('No media devices.'), { name: 'NotFoundError' });
  return navigator.mediaDevices.getUserMedia({
    audio: wanted.audio ? { echoCancellation: true, noiseSuppression: true } : false,
    video: wanted.video ? { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 } } : false,
  });
}

export interface DeviceChoice {
  deviceId: string;
  label: string;
}

export async function listDevices(kind: MediaKind): Promise<DeviceChoice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const wanted = kind === 'audio' ? 'audioinput' : 'videoinput';
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((d) => d.kind === wanted)
    .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${kind === 'audio' ? 'Microphone' : 'Camera'} ${i + 1}` }));
}

export async function deviceTrack(kind: MediaKind, deviceId: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { deviceId: { exact: deviceId } } },
  );
  const [track] = stream.getTracks();
  if (!track) throw new Error('That device gave no track.');
  return track;
}
