import type { ContactChannel } from '@/content/channels';

/**
 * A channel's value as the language writes it ("WeChat ID: " before a WeChat ID): the value, a
 * number, an address or an ID, stays left to right inside a right-to-left line.
 */
export function ChannelValue({ channel, className }: { channel: ContactChannel; className?: string }) {
  return (
    <>
      {channel.before}
      <bdi dir="ltr" className={className}>
        {channel.value}
      </bdi>
      {channel.after}
    </>
  );
}
