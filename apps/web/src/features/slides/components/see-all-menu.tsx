import { paths } from '@medshelf/shared/routes';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTaxonomy } from '../../taxonomy/index.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * "See all" for a category: slides are listed by sub-category, so this opens the category's
 * sub-categories, each a link to its full, paged list.
 */
export function SeeAllMenu({ categorySlug, categoryName }: { categorySlug: string; categoryName: string }) {
  const { data: taxonomy } = useTaxonomy();
  const subCategories = taxonomy?.categories.find((c) => c.slug === categorySlug)?.subCategories ?? [];
  if (!subCategories.length) return null;
  return (
    <Menu.Root>
      <Menu.Trigger
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        aria-label={`See all ${categoryName} slides`}
      >
        See all
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Menu.Label className="px-3 py-2 text-xs font-semibold text-slate-600">{categoryName}</Menu.Label>
          {subCategories.map((sub) => (
            <Menu.Item key={sub.slug} asChild className={itemClass}>
              <Link to={paths.slideSubCategory(categorySlug, sub.slug)}>{sub.name}</Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
