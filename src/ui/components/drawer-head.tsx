// The head of a drawer over the game (history, help, goods display): its title, named for the drawer's aria-labelledby,
// and the button that closes it.
export function DrawerHead({ titleId, title, close, closeTestId, onClose }: { titleId: string; title: string; close: string; closeTestId: string; onClose: () => void }) {
  return (
    <div class="panel-head">
      <h2 id={titleId}>{title}</h2>
      <button type="button" class="btn" data-testid={closeTestId} onClick={onClose}>
        {close}
      </button>
    </div>
  );
}
