import { CoverImage, type CoverImageProps } from '../../../components/ui/cover-image.tsx';

type BookCoverProps = Omit<CoverImageProps, 'aspect' | 'fit' | 'blank'>;

/** A book's cover in a 2:3 box (the shape of a book); without one, a plain jacket with its title. */
export function BookCover(props: BookCoverProps) {
  return (
    <CoverImage {...props} aspect="aspect-[2/3]" fit="object-contain" blank="from-brand-700 to-brand-900" />
  );
}
