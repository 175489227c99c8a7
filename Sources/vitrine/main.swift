print("vitrine")
