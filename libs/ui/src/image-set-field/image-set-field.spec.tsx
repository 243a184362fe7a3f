import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { ImageSetField, type StoredImage } from './image-set-field';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function renderSet(stored: StoredImage[], onRemoveStored = jest.fn(), refuse?: (file: File) => string | undefined) {
  const submitted: File[][] = [];
  const user = userEvent.setup({ applyAccept: false });
  render(
    <Formik
      initialValues={{ images: [] as File[] }}
      validate={(values) => (values.images.some((file) => !file.name.endsWith('.png')) ? { images: 'Only png' } : {})}
      onSubmit={(values) => void submitted.push(values.images)}
    >
      <Form>
        <ImageSetField
          name="images"
          label="Location Images"
          stored={stored}
          max={5}
          accept="image/png"
          refuse={refuse}
          onRemoveStored={onRemoveStored}
        />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { user, submitted, onRemoveStored };
}

const tiles = () => within(screen.getByRole('list', { name: 'Location Images' })).getAllByRole('listitem');

describe('ImageSetField', () => {
  it('shows the saved images, previews the picked ones and keeps them in the form', async () => {
    const { user, submitted } = renderSet([{ id: 7, url: 'https://img.example/7.png' }]);
    expect(screen.getByRole('img', { name: 'Location Images 1' })).toHaveAttribute('src', 'https://img.example/7.png');
    expect(screen.getByRole('group', { name: 'Location Images (1 of 5)' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add image'), [png('front.png'), png('bar.png')]);
    expect(screen.getByRole('img', { name: 'New image front.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('img', { name: 'New image bar.png' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Location Images (3 of 5)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove new image front.png' }));
    expect(screen.queryByRole('img', { name: 'New image front.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([[expect.objectContaining({ name: 'bar.png' })]]);
  });

  it('drops the add tile once saved and picked images reach the limit, and brings it back when one goes', async () => {
    const stored = [1, 2, 3].map((id) => ({ id, url: `https://img.example/${id}.png` }));
    const { user } = renderSet(stored);
    await user.upload(screen.getByLabelText('Add image'), [png('a.png'), png('b.png')]);
    expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Remove new image a.png' }));
    expect(screen.getByLabelText('Add image')).toBeInTheDocument();
  });

  it("asks the caller to remove a saved image and shows the form's message for a bad pick", async () => {
    const { user, onRemoveStored } = renderSet([{ id: 9, url: 'https://img.example/9.png' }]);
    await user.click(screen.getByRole('button', { name: 'Remove Location Images 1' }));
    expect(onRemoveStored).toHaveBeenCalledWith({ id: 9, url: 'https://img.example/9.png' });

    await user.upload(screen.getByLabelText('Add image'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only png')).toBeInTheDocument();
    expect(screen.getByLabelText('Add image')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file its judge refuses before upload: no tile, no place of the limit taken, the message shown until a good pick', async () => {
    const stored = [1, 2, 3, 4].map((id) => ({ id, url: `https://img.example/${id}.png` }));
    const refuse = (file: File) => (file.name.endsWith('.png') ? undefined : 'Unsupported file type');
    const { user, submitted } = renderSet(stored, jest.fn(), refuse);

    await user.upload(screen.getByLabelText('Add image'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type');
    expect(screen.queryByRole('img', { name: 'New image menu.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Location Images (4 of 5)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add image')).toHaveAttribute('aria-invalid', 'true');

    // Of a mixed pick, the good files are kept.
    await user.upload(screen.getByLabelText('Add image'), [new File(['x'], 'notes.txt', { type: 'text/plain' }), png('last.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type');
    expect(screen.getByRole('img', { name: 'New image last.png' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove new image last.png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add image'), png('good.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([[expect.objectContaining({ name: 'good.png' })]]);
  });
});
