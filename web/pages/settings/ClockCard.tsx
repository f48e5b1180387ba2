// Settings › Clock (spec §3 "optional 24-hour time format", kept in local storage; issue 19): the member picks the
// 12-hour clock and every time the app shows through formatDateTime (web/lib/dates.ts) follows it.
import { Switch } from '@ark-ui/react/switch';
import { useState } from 'react';
import { Card } from '~/web/components/ui/card';
import { formatDateTime } from '~/web/lib/dates';
import { prefers12HourClock, setTimeFormat24h } from '~/web/lib/storage';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { switchControl, switchRoot, switchRow, switchThumb } from './switchStyles';

export function ClockCard() {
  const [hour12, setHour12] = useState(prefers12HourClock);
  const example = formatDateTime(new Date().toISOString(), { hour12 });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Clock</Card.Title>
        <Card.Description>How times are shown to you on this device.</Card.Description>
      </Card.Header>
      <Card.Body>
        <div className={switchRow}>
          <Switch.Root
            checked={hour12}
            onCheckedChange={(details) => {
              setTimeFormat24h(!details.checked);
              setHour12(details.checked);
            }}
            className={switchRoot}
          >
            <span className={stack({ gap: '0.5' })}>
              <Switch.Label className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>Use the 12-hour clock</Switch.Label>
              <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>Now: {example}</span>
            </span>
            <Switch.Control className={switchControl}>
              <Switch.Thumb className={switchThumb} />
            </Switch.Control>
            <Switch.HiddenInput />
          </Switch.Root>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
