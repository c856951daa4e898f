import { Card, type CardProps } from 'antd';

/** A card that assistive technology lists as a region named by its title (how the account page's parts are found). */
export default function RegionCard({ title, ...rest }: Omit<CardProps, 'title'> & { title: string }) {
  return <Card title={title} role="region" aria-label={title} {...rest} />;
}
