import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = { title: blog.title, description: blog.intro };

export default function BlogPage() {
  return (
    <>
      <PageHero title={blog.title} intro={blog.intro} />
      <Container className="py-12 lg:py-16">
        <p className="rounded-card border border-surface-line bg-white p-6 text-ink-soft shadow-card">{blog.empty}</p>
      </Container>
    </>
  );
}
