// Who is speaking: each participant's audio level from an AudioContext analyser over their stream, sampled a
// few times a second; the loudest above a floor is the speaker (issue 22: "speaker highlighted by audio level").
import { useEffect, useState } from 'react';

const SAMPLE_MS = 300;
/** RMS of a silent or muted track stays under this; speech is well above. */
const SPEAKING_FLOOR = 0.02;

export function useSpeaker(streams: Record<string, MediaStream>): string | null {
  const [speaker, setSpeaker] = useState<string | null>(null);

  useEffect(() => {
    const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
    const entries = Object.entries(streams).filter(([, stream]) => stream.getAudioTracks().length > 0);
    if (!AudioContextClass || entries.length === 0) {
      setSpeaker(null);
      return;
    }
    const context = new AudioContextClass();
    const analysers = entries.map(([id, stream]) => {
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(stream).connect(analyser);
      return { id, analyser, samples: new Float32Array(analyser.fftSize) };
    });
    const timer = setInterval(() => {
      let loudest: { id: string; level: number } | null = null;
      for (const { id, analyser, samples } of analysers) {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const s of samples) sum += s * s;
        const level = Math.sqrt(sum / samples.length);
        if (level >= SPEAKING_FLOOR && (!loudest || level > loudest.level)) loudest = { id, level };
      }
      setSpeaker(loudest?.id ?? null);
    }, SAMPLE_MS);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [streams]);

  return speaker;
}
