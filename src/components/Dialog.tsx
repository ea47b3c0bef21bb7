import { Modal, type ModalProps } from "@mantine/core";

/** A Mantine modal whose close button says what it does to assistive technology ("Close dialog"). */
export function Dialog(props: ModalProps) {
  return <Modal closeButtonProps={{ "aria-label": "Close dialog" }} {...props} />;
}
